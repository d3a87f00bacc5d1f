import { useState } from 'react';

import { StorageKeys } from '@/config/constants';
import { plainStorage } from '@/lib/storage';

export const LOGIN_METHODS = ['password', 'sms'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

const isLoginMethod = (value: unknown): value is LoginMethod =>
  (LOGIN_METHODS as readonly unknown[]).includes(value);

/** The login tab, remembered in this browser (not per member: nobody is signed in yet). */
export function useLoginMethod() {
  const [method, setMethod] = useState<LoginMethod>(
    () => plainStorage.get(StorageKeys.loginMethod, isLoginMethod) ?? 'password',
  );
  const choose = (next: string) => {
    if (!isLoginMethod(next)) return;
    plainStorage.set(StorageKeys.loginMethod, next);
    setMethod(next);
  };
  return [method, choose] as const;
}
