const enterprise = {} as const;

export default enterprise;
