const devtools = {} as const;

export default devtools;
