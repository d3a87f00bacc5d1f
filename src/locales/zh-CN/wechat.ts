const wechat = {} as const;

export default wechat;
