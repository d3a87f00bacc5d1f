const layout = {} as const;

export default layout;
