import type { Catalogue } from '../types';
import type zh from '../zh-CN/home';

/** Texts of the home page and the business landing (a lazy area: loaded with its pages). */
const home: Catalogue<typeof zh> = {
  'home.loadFailed': 'Could not load',
};

export default home;
