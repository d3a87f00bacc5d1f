import type { Catalogue } from '../types';
import type zh from '../zh-CN/pages';

const pages: Catalogue<typeof zh> = {};

export default pages;
