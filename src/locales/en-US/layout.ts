import type { Catalogue } from '../types';
import type zh from '../zh-CN/layout';

const layout: Catalogue<typeof zh> = {};

export default layout;
