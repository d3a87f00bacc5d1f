import { SessionApi } from '@/contract/auth/paths';
import { DevtoolsApi } from '@/contract/devtools/paths';
import { MemberApi } from '@/contract/member/paths';
import { advanceClock } from '@mock/core/clock';
import { db } from '@mock/core/store';
import { CERT_REVIEW_MS } from '@mock/domains/member/certification';
import { toNotification } from '@mock/domains/notification/views';

import { call } from './helpers';
import { inboxOf, memberIdOf, receiversOf, settledInbox } from './notification-helpers';
import { tokenOf, tradeClockPerTest } from './trade-helpers';

tradeClockPerTest();
beforeEach(() => settledInbox());

const NEWBIE = () => memberIdOf('newbie');

async function submit(name?: string) {
  const reply = await call('POST', MemberApi.updateMemberInfo, {
    token: tokenOf('newbie'),
    body: {
      enterprise: { businessLicence: '/mock-oss/licence.png', ...(name ? { name } : {}) },
      submitCertification: true,
    },
  });
  expect(reply.code).toBe(200);
}

describe('a certification decided', () => {
  it('tells the member when the review approves it, and nobody else', async () => {
    await submit();
    advanceClock(CERT_REVIEW_MS);
    await call('GET', SessionApi.currentUser, { token: tokenOf('newbie') });
    expect(receiversOf('certificationApproved')).toEqual([NEWBIE()]);
    expect(inboxOf(NEWBIE())[0]).toMatchObject({
      kind: 'certificationApproved',
      subject: { type: 'certification' },
      params: {},
    });
  });

  it("gives the automatic reviewer's reason in the reader's language", async () => {
    await submit('青岛驳回测试有限公司');
    advanceClock(CERT_REVIEW_MS);
    await call('GET', SessionApi.currentUser, { token: tokenOf('newbie') });
    const [row] = inboxOf(NEWBIE(), 'certificationRejected');
    if (!row) throw new Error('not told');
    expect(toNotification(row, 'zh').params.reason).toMatch(/[\u4e00-\u9fff]/);
    expect(toNotification(row, 'en').params.reason).toMatch(/^[A-Z]/);
    expect(receiversOf('certificationRejected')).toEqual([NEWBIE()]);
  });

  it("gives a reviewer's own reason when /test rejects it", async () => {
    await call('POST', DevtoolsApi.config, { body: { certReviewSeconds: 0 } });
    await submit();
    await call('POST', DevtoolsApi.certify, {
      body: {
        enterpriseId: db.members[NEWBIE()]?.enterpriseId,
        decision: 'reject',
        reason: '执照模糊',
      },
    });
    expect(inboxOf(NEWBIE(), 'certificationRejected')[0]?.params).toEqual({ reason: '执照模糊' });
    await submit();
    await call('POST', DevtoolsApi.certify, {
      body: { enterpriseId: db.members[NEWBIE()]?.enterpriseId, decision: 'approve' },
    });
    expect(receiversOf('certificationApproved')).toEqual([NEWBIE()]);
  });
});
