import { describe, expect, it } from 'vitest';
import { withoutQuotedReply } from '../../src/mine/quoted-reply.js';

describe('e-mail messages without what they quote', () => {
  it('cuts at "On … wrote:", an original-message rule, an Outlook header block or a signature; drops ">" lines', () => {
    expect(withoutQuotedReply('Please cancel order 5.\n\nOn Mon, 3 Feb 2026 at 10:02, Support <help@x.com> wrote:\n> Which order?\n> Thanks')).toBe('Please cancel order 5.');
    expect(withoutQuotedReply('Bitte stornieren.\nAm 03.02.2026 um 10:02 schrieb Support <help@x.com>:\n> Welche?')).toBe('Bitte stornieren.');
    expect(withoutQuotedReply('Which order, 5 or 50?\n-----Original Message-----\nPlease cancel my order.')).toBe('Which order, 5 or 50?');
    expect(withoutQuotedReply('Which order?\n\nFrom: Jo <jo@x.com>\nSent: Monday\nSubject: Cancel\nPlease cancel.')).toBe('Which order?');
    expect(withoutQuotedReply('Please refund order 7.\n-- \nJo Bloggs\nAcme Ltd')).toBe('Please refund order 7.');
    expect(withoutQuotedReply('Thanks.\n> earlier text\nPlease cancel 5.')).toBe('Thanks.\nPlease cancel 5.');
  });

  it('leaves a message alone when the marker is text of the request, or nothing would be left', () => {
    const moving = 'Please change the shipping address on order 5.\nFrom: 12 Elm St\nTo: 4 Mill Lane';
    expect(withoutQuotedReply(moving)).toBe(moving);
    expect(withoutQuotedReply('> only quoted')).toBe('> only quoted');
  });
});
