const auth = {} as const;

export default auth;
