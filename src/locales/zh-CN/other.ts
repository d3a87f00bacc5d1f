const other = {} as const;

export default other;
