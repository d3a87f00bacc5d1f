import type { Catalogue } from '../types';
import type zh from '../zh-CN/account';

const account: Catalogue<typeof zh> = {};

export default account;
