import type { Catalogue } from '../types';
import type zh from '../zh-CN/wechat';

const wechat: Catalogue<typeof zh> = {};

export default wechat;
