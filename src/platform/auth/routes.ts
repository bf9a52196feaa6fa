import type { Route } from '../http.ts';
import { checkAccountRoute, logoutRoute, updateSubBankRoute, userInfoRoute } from './account.ts';
import { loginRoute } from './login.ts';
import { changePasswordRoute, resetPasswordRoute, resetPasswordV2Route } from './password.ts';
import { registerRoute } from './register.ts';

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
