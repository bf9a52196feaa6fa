import type { Route } from '../http.ts';
import { checkAccountRoute, logoutRoute, updateSubBankRoute, userInfoRoute } from './account.ts';
import { changePasswordRoute } from './change-password.ts';
import { loginRoute } from './login.ts';
import { registerRoute } from './register.ts';
import { resetPasswordRoute, resetPasswordV2Route } from './reset.ts';

export const authRoutes: Route[] = [
  registerRoute,
  loginRoute,
  checkAccountRoute,
  logoutRoute,
  userInfoRoute,
  changePasswordRoute,
  resetPasswordRoute,
  resetPasswordV2Route,
  updateSubBankRoute,
];
