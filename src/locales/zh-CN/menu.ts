const menu = {} as const;

export default menu;
