import type {
  AdminInquiry,
  InquiryCreated,
  inquiryReadSchema,
  inquirySchema,
  MailchimpConnection,
  MessageResponse,
  NewsletterSubscriber,
  newsletterConfirmationSchema,
  newsletterSubscriptionSchema,
} from '../mailing';
import { endpoint, type BodyFrom } from '../endpoint';
import { ADMIN_REFUSALS } from '../refusal-lists';

/** svc-mailing's public and admin endpoints. */
export const mailingApi = {
  inquiries: {
    create: endpoint('POST', '/api/inquiries').refuses('RATE_LIMITED').takes<BodyFrom<typeof inquirySchema>>().answers<InquiryCreated>(),
    list: endpoint('GET', '/api/admin/inquiries')
      .refuses(...ADMIN_REFUSALS)
      .answers<AdminInquiry[]>(),
    /** Every enquiry as a CSV file. */
    export: endpoint('GET', '/api/admin/inquiries/export.csv').refuses(...ADMIN_REFUSALS),
    setRead: endpoint('PATCH', '/api/admin/inquiries/:id/read')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof inquiryReadSchema>>()
      .answers<AdminInquiry>(),
  },
  newsletter: {
    subscribe: endpoint('POST', '/api/newsletter')
      .refuses('RATE_LIMITED')
      .takes<BodyFrom<typeof newsletterSubscriptionSchema>>()
      .answers<MessageResponse>(),
    /** The link in the confirmation e-mail: the pending subscriber becomes active. */
    confirm: endpoint('POST', '/api/newsletter/confirm')
      .refuses('NOT_FOUND', 'RATE_LIMITED')
      .takes<BodyFrom<typeof newsletterConfirmationSchema>>()
      .answers<MessageResponse>(),
    /** The unsubscribe page's button, and mail programs' one-click unsubscribe (RFC 8058, a form body). */
    unsubscribeByLink: endpoint('POST', '/api/newsletter/unsubscribe/:token')
      .refuses('NOT_FOUND', 'VALIDATION_FAILED', 'RATE_LIMITED')
      .answers<MessageResponse>(),
    list: endpoint('GET', '/api/newsletter')
      .refuses(...ADMIN_REFUSALS)
      .answers<NewsletterSubscriber[]>(),
    /** Every subscriber, with their state, as a CSV file. */
    export: endpoint('GET', '/api/admin/newsletter/export.csv').refuses(...ADMIN_REFUSALS),
    unsubscribe: endpoint('PATCH', '/api/admin/newsletter/:email/unsubscribe')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .answers<MessageResponse>(),
    resubscribe: endpoint('PATCH', '/api/admin/newsletter/:email/subscribe')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .answers<MessageResponse>(),
  },
  mailchimp: {
    test: endpoint('POST', '/api/admin/mailchimp/test')
      .refuses(...ADMIN_REFUSALS, 'MAILCHIMP_NOT_CONFIGURED')
      .answers<MailchimpConnection>(),
    sync: endpoint('POST', '/api/admin/mailchimp/sync')
      .refuses(...ADMIN_REFUSALS, 'MAILCHIMP_NOT_CONFIGURED')
      .answers<MessageResponse>(),
    syncCustomers: endpoint('POST', '/api/admin/mailchimp/sync-customers')
      .refuses(...ADMIN_REFUSALS, 'MAILCHIMP_NOT_CONFIGURED')
      .answers<MessageResponse>(),
  },
};
