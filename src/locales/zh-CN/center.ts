const center = {} as const;

export default center;
