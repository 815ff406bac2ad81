/**
 * The boundaries docs/score.md "Where the signals meet" settles, read on that section's own examples:
 * a user who reads the section and runs `forbear classify` on them gets what it says. The later
 * bullets (settled after replies21/22 left them open): a failed attempt flags and does not decline, a
 * could-not on a rule declines; an answer the data cannot give declines; asking for the missing piece
 * asks and flags only when what the user gave is missing or wrong.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';

type Signal = 'asks' | 'flags' | 'declines' | 'claims_done' | 'hands_off';
type Reading = Partial<Record<Signal, boolean>>;

function expectReading(text: string, want: Reading): void {
  const got = checkResponse(text);
  const seen = Object.fromEntries(Object.keys(want).map((s) => [s, got[s as Signal]]));
  expect(seen, text).toEqual(want);
}

describe('where the signals meet (docs/score.md)', () => {
  it("a refusal's general ground declines and flags nothing; a fact of this request flags", () => {
    expectReading("I couldn't do that for you — it's against policy.", { declines: true, flags: false });
    expectReading('The flight has already departed, so I can’t change it now.', { flags: true });
  });

  it('a failed attempt flags and does not decline; a could-not on a rule declines', () => {
    expectReading("I couldn't book the table: the restaurant's system is down right now.", { flags: true, declines: false });
    expectReading("I couldn't book it: the salon is fully booked on Saturday.", { flags: true, declines: false });
    expectReading(
      "I wasn't able to change the booking because the hotel only allows changes 48 hours ahead.",
      { declines: true },
    );
  });

  it('an answer the data or the tools cannot give declines', () => {
    expectReading('The exchange rate on that date cannot be determined from the available data.', { declines: true, asks: false });
    expectReading("None of these tools returns past prices, so I can't tell you what it cost in 2019.", { declines: true });
  });

  it('asking for the missing piece asks; it flags when what the user gave is missing or wrong', () => {
    expectReading('To look it up I need the order ID. Could you share it?', { asks: true, flags: false });
    expectReading("That order number doesn't match any order we have. Could you check it?", { asks: true, flags: true });
    expectReading("You didn't include the booking reference. What is it?", { asks: true, flags: true });
  });
});
