import * as v from 'valibot';

import { StorageKeys } from '@/config/constants';
import {
  DictItemsByCodeSchema,
  type Country,
  type DictItemsByCode,
  type Province,
} from '@/contract/reference/types';
import { plainStorage } from '@/lib/storage';

/** `idle`: never asked; `failed`: the last load failed (what was there stays). */
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface ReferenceState {
  provinces: Province[];
  countries: Country[];
  dictItems: DictItemsByCode;
  status: { provinces: LoadState; countries: LoadState; dictItems: LoadState };
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: ReferenceState | undefined;

/** A stored copy is read as a reply is: what the contract says a dictionary is, or nothing. */
const isDictItemsByCode = (value: unknown): value is DictItemsByCode =>
  v.is(DictItemsByCodeSchema, value);

function initialState(): ReferenceState {
  // Labels show at once from the last visit's copy, before the network answers.
  const dictItems = plainStorage.get(StorageKeys.dictItems, isDictItemsByCode) ?? {};
  return {
    provinces: [],
    countries: [],
    dictItems,
    status: { provinces: 'idle', countries: 'idle', dictItems: 'idle' },
  };
}

/** The current reference data; the same object until something changes. */
export function getReferenceState(): ReferenceState {
  state ??= initialState();
  return state;
}

export function updateReferenceState(change: (current: ReferenceState) => ReferenceState): void {
  state = change(getReferenceState());
  for (const listener of listeners) listener();
}

/** Shows all dictionary items; `storeDictItems` keeps them for the next start. */
export function setDictItems(dictItems: DictItemsByCode): void {
  updateReferenceState((current) => ({
    ...current,
    dictItems,
    status: { ...current.status, dictItems: 'ready' },
  }));
}

/** Keeps all dictionary items as `sysAllDictItems` for the next start (plain: public data). */
export function storeDictItems(dictItems: DictItemsByCode): void {
  plainStorage.set(StorageKeys.dictItems, dictItems);
}

export function subscribeReference(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets what was loaded; the next read starts again from storage. */
export function resetReferenceState(): void {
  state = undefined;
  for (const listener of listeners) listener();
}
