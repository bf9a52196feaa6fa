import type { Route } from '../http.ts';
import { checkAccountRoute, logoutRoute, userInfoRoute } from './account.ts';
import { changePasswordRoute } from './change-password.ts';
import { loginRoute } from './login.ts';
import { phoneCodeRoute } from './phone-confirm.ts';
import { registerRoute } from './register.ts';
import { resetPasswordRoute, resetPasswordV2Route } from './reset.ts';
import { subBankCodeRoute, updateSubBankRoute } from './sub-bank.ts';

export const authRoutes: Route[] = [
  registerRoute,
  phoneCodeRoute,
  loginRoute,
  checkAccountRoute,
  logoutRoute,
  userInfoRoute,
  changePasswordRoute,
  resetPasswordRoute,
  resetPasswordV2Route,
  subBankCodeRoute,
  updateSubBankRoute,
];
