import type { Catalogue } from '../types';
import type zh from '../zh-CN/directory';

/** Texts of the enterprise directory (a lazy area: loaded with its pages). */
const directory: Catalogue<typeof zh> = {
  'directory.loadFailed': 'Could not load',
};

export default directory;
