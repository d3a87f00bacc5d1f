import type { Catalogue } from '../types';
import type zh from '../zh-CN/customs';

/** Texts of the customs tool page (a lazy area: loaded with its pages). */
const customs: Catalogue<typeof zh> = {
  'customs.placeholder': 'Placeholder',
};

export default customs;
