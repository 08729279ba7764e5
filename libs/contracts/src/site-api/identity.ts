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

/** svc-identity's endpoints: the administrator's session and password reset. */
export const identityApi = {
  admin: {
    login: endpoint('POST', '/api/admin/login').takes<BodyFrom<typeof loginSchema>>().answers<LoginResponse>(),
    status: endpoint('GET', '/api/admin/status').answers<AdminStatus>(),
    logout: endpoint('POST', '/api/admin/logout').answers<{ success: true }>(),
    requestPasswordReset: endpoint('POST', '/api/admin/password-reset/request')
      .takes<BodyFrom<typeof passwordResetRequestSchema>>()
      .answers<MessageResponse>(),
    confirmPasswordReset: endpoint('POST', '/api/admin/password-reset/confirm')
      .takes<BodyFrom<typeof passwordResetConfirmSchema>>()
      .answers<MessageResponse>(),
  },
  account: {
    get: endpoint('GET', '/api/admin/account').answers<AdminAccount>(),
    changePassword: endpoint('POST', '/api/admin/account/password')
      .takes<BodyFrom<typeof passwordChangeSchema>>()
      .answers<MessageResponse>(),
    changeEmail: endpoint('POST', '/api/admin/account/email').takes<BodyFrom<typeof emailChangeSchema>>().answers<MessageResponse>(),
  },
};
