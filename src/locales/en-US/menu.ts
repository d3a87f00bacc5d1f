import type { Catalogue } from '../types';
import type zh from '../zh-CN/menu';

const menu: Catalogue<typeof zh> = {};

export default menu;
