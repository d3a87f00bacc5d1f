import type { Catalogue } from '../types';
import type zh from '../zh-CN/devtools';

const devtools: Catalogue<typeof zh> = {};

export default devtools;
