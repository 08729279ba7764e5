import type {
  AdminAccount,
  AdminStatus,
  emailChangeSchema,
  LoginResponse,
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../identity';
import type { MessageResponse } from '../mailing';
import { endpoint, type BodyFrom } from '../endpoint';
import { ADMIN_REFUSALS } from '../refusal-lists';

/** svc-identity's endpoints: the administrator's session and password reset. */
export const identityApi = {
  admin: {
    login: endpoint('POST', '/api/admin/login')
      .refuses('CROSS_SITE', 'INVALID_CREDENTIALS', 'RATE_LIMITED')
      .takes<BodyFrom<typeof loginSchema>>()
      .answers<LoginResponse>(),
    status: endpoint('GET', '/api/admin/status').answers<AdminStatus>(),
    logout: endpoint('POST', '/api/admin/logout').refuses('CROSS_SITE').answers<{ success: true }>(),
    requestPasswordReset: endpoint('POST', '/api/admin/password-reset/request')
      .refuses('CROSS_SITE', 'RATE_LIMITED')
      .takes<BodyFrom<typeof passwordResetRequestSchema>>()
      .answers<MessageResponse>(),
    confirmPasswordReset: endpoint('POST', '/api/admin/password-reset/confirm')
      .refuses('CROSS_SITE', 'RATE_LIMITED')
      .takes<BodyFrom<typeof passwordResetConfirmSchema>>()
      .answers<MessageResponse>(),
  },
  account: {
    get: endpoint('GET', '/api/admin/account')
      .refuses(...ADMIN_REFUSALS)
      .answers<AdminAccount>(),
    changePassword: endpoint('POST', '/api/admin/account/password')
      .refuses(...ADMIN_REFUSALS)
      .takes<BodyFrom<typeof passwordChangeSchema>>()
      .answers<MessageResponse>(),
    changeEmail: endpoint('POST', '/api/admin/account/email')
      .refuses(...ADMIN_REFUSALS)
      .takes<BodyFrom<typeof emailChangeSchema>>()
      .answers<MessageResponse>(),
  },
};
