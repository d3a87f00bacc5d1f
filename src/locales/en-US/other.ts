import type { Catalogue } from '../types';
import type zh from '../zh-CN/other';

const other: Catalogue<typeof zh> = {};

export default other;
