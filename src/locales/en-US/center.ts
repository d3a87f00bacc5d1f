import type { Catalogue } from '../types';
import type zh from '../zh-CN/center';

const center: Catalogue<typeof zh> = {};

export default center;
