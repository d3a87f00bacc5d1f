import type { Catalogue } from '../types';
import type zh from '../zh-CN/auth';

const auth: Catalogue<typeof zh> = {};

export default auth;
