const pages = {} as const;

export default pages;
