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

/** svc-mailing's public and admin endpoints. */
export const mailingApi = {
  inquiries: {
    create: endpoint('POST', '/api/inquiries').takes<BodyFrom<typeof inquirySchema>>().answers<InquiryCreated>(),
    list: endpoint('GET', '/api/admin/inquiries').answers<AdminInquiry[]>(),
    /** Every enquiry as a CSV file. */
    export: endpoint('GET', '/api/admin/inquiries/export.csv'),
    setRead: endpoint('PATCH', '/api/admin/inquiries/:id/read').takes<BodyFrom<typeof inquiryReadSchema>>().answers<AdminInquiry>(),
  },
  newsletter: {
    subscribe: endpoint('POST', '/api/newsletter').takes<BodyFrom<typeof newsletterSubscriptionSchema>>().answers<MessageResponse>(),
    /** The link in the confirmation e-mail: the pending subscriber becomes active. */
    confirm: endpoint('POST', '/api/newsletter/confirm').takes<BodyFrom<typeof newsletterConfirmationSchema>>().answers<MessageResponse>(),
    /** The unsubscribe page's button, and mail programs' one-click unsubscribe (RFC 8058, a form body). */
    unsubscribeByLink: endpoint('POST', '/api/newsletter/unsubscribe/:token').answers<MessageResponse>(),
    list: endpoint('GET', '/api/newsletter').answers<NewsletterSubscriber[]>(),
    /** Every subscriber, with their state, as a CSV file. */
    export: endpoint('GET', '/api/admin/newsletter/export.csv'),
    unsubscribe: endpoint('PATCH', '/api/admin/newsletter/:email/unsubscribe').answers<MessageResponse>(),
    resubscribe: endpoint('PATCH', '/api/admin/newsletter/:email/subscribe').answers<MessageResponse>(),
  },
  mailchimp: {
    test: endpoint('POST', '/api/admin/mailchimp/test').answers<MailchimpConnection>(),
    sync: endpoint('POST', '/api/admin/mailchimp/sync').answers<MessageResponse>(),
    syncCustomers: endpoint('POST', '/api/admin/mailchimp/sync-customers').answers<MessageResponse>(),
  },
};
