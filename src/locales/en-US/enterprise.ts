import type { Catalogue } from '../types';
import type zh from '../zh-CN/enterprise';

const enterprise: Catalogue<typeof zh> = {};

export default enterprise;
