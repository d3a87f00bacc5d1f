/** Texts of the customs tool page (a lazy area: loaded with its pages). */
const customs = {
  'customs.placeholder': '占位',
};

export default customs;
