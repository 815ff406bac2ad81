/**
 * Issue 16, scaffold39 round: a reply that carries an agent loop's scaffolding (Thought / Action / Action Input /
 * Observation lines, printed tool calls, then the answer after "Final Answer:" or inside `<final_answer>` tags) is read
 * for what reaches the user: the final answer, with the loop's last tool result beside it only when the loop ended on
 * a failure. Without a final-answer marker the scaffolding lines are dropped and the rest is read. Replies written
 * here, in domains the twenty-third set does not use, none copied from it; near misses that mention a final answer or
 * quote "Thought:" in prose are read as they stand.
 */
import { describe, expect, it } from 'vitest';
import { checkResponse } from '../../src/score/response-check.js';
import { userFacing } from '../../src/score/agent-loop.js';

const signalsOf = (reply: string) => {
  const r = checkResponse(reply);
  return { asks: r.asks, flags: r.flags, declines: r.declines, claims_done: r.claims_done, hands_off: r.hands_off };
};

describe('the final answer behind each marker form is read (scaffold39)', () => {
  const done = 'I have renewed your library loan for The Long Valley until 14 March.';
  const forms = [
    `Thought: the loan is renewable.\nAction: renew_loan\nAction Input: {"item": "BK-2207"}\nObservation: {"renewed": true}\nFinal Answer: ${done}`,
    `Thought: renewable.\nFinal answer - ${done}`,
    `Thought: renewable.\n**Final Answer:** ${done}`,
    `Thought: renewable.\n**Final Answer**: ${done}`,
    `Thought: renewable.\n## Final Answer\n${done}`,
    `Thought: renewable.\n<final_answer>${done}</final_answer>`,
    `<answer>\n${done}\n</answer>`,
    `Thought: renewable.\n<final_answer>${done}`,
    `Pensamiento: se puede renovar.\nRespuesta final: ${done}`,
  ];
  it('reads a done behind every form, with the evidence on the answer and not on its label', () => {
    for (const reply of forms) {
      const r = checkResponse(reply);
      expect(r.claims_done, reply).toBe(true);
      expect(r.evidence.find((e) => e.signal === 'claims_done')?.sentence, reply).toBe(done);
    }
  });
  it('reads an ask, a refusal and a flag behind a marker, and nothing from the notes before it', () => {
    expect(signalsOf('Thought: two plots match, I cannot pick.\nFinal Answer: Which allotment plot should I release, 14B or 22A?')).toMatchObject({ asks: true, declines: false });
    expect(signalsOf("Thought: I can't do this, it's someone else's account.\n<final_answer>I can't read another member's borrowing history.</final_answer>")).toMatchObject({ declines: true, claims_done: false });
    expect(signalsOf('Thought: the address is short.\n**Final Answer:** The postcode you gave, SW1A 1A, is missing its last character. Can you send it again?')).toMatchObject({ asks: true, flags: true, claims_done: false });
  });
  it('does not read a Thought that plans an act as the act done, when the answer asks first', () => {
    const r = signalsOf('Thought: I will cancel the gym membership now.\nAction: cancel_membership\nFinal Answer: Before I cancel, can you confirm it is the membership ending 4410?');
    expect(r).toMatchObject({ asks: true, claims_done: false });
  });
});

describe('tool results: a failure the loop went past, and one it ended on (scaffold39)', () => {
  it('does not flag an Observation error that a retry resolved', () => {
    const reply = 'Thought: fetch the tide table.\nAction: get_tides\nObservation: Error: connection reset\nThought: try again.\nAction: get_tides\nObservation: {"high": "06:12"}\nFinal Answer: High tide at Porthmeor is at 06:12 tomorrow.';
    expect(signalsOf(reply)).toEqual({ asks: false, flags: false, declines: false, claims_done: false, hands_off: false });
  });
  it('flags an Observation error the loop ended on, which the answer reports', () => {
    const reply = 'Action: book_court\nObservation: {"error": "timeout"}\nFinal Answer: The court booking system did not answer, so nothing is booked yet. Try again in ten minutes.';
    const r = checkResponse(reply);
    expect(r.flags).toBe(true);
    expect(r.claims_done).toBe(false);
  });
});

describe('scaffolding without a final-answer marker (scaffold39)', () => {
  it('drops the loop lines and printed tool calls and reads the rest', () => {
    const reply = 'Thought: user wants the bin collection moved.\nAction: move_collection\nObservation: {"ok": true}\nmove_collection(date="2026-03-09")\nI have moved your bin collection to Monday 9 March.';
    expect(userFacing(reply)).toBe('I have moved your bin collection to Monday 9 March.');
    expect(checkResponse(reply).claims_done).toBe(true);
  });
  it('reads nothing from a transcript that never answered', () => {
    const reply = 'Thought: I should cancel the permit.\nAction: cancel_permit\nAction Input: {"permit": "RP-19"}\nObservation: {"error": "PERMIT_LOCKED"}';
    expect(signalsOf(reply)).toEqual({ asks: false, flags: false, declines: false, claims_done: false, hands_off: false });
  });
});

describe('near misses: prose that mentions a final answer or quotes scaffolding is read as it stands (scaffold39)', () => {
  it('keeps a reply that only mentions a final answer whole', () => {
    const reply = "That's my final answer on the parking fine: I can't cancel it. Could you send the appeal reference instead?";
    expect(userFacing(reply)).toBe(reply);
    expect(signalsOf(reply)).toMatchObject({ asks: true, declines: true });
  });
  it('keeps a quoted "Thought:" and a single "Action:" line in prose', () => {
    const quoted = 'The log line "Thought: retry" is the assistant\'s own note. Which booking should I look at?';
    expect(userFacing(quoted)).toBe(quoted);
    expect(checkResponse(quoted).asks).toBe(true);
    const heading = 'Action: none needed from you.\nYour allotment rent is already paid for this year.';
    expect(userFacing(heading)).toBe(heading);
  });
  it('does not treat "final answer" inside a sentence as a marker', () => {
    const reply = 'Is that your final answer, or should I wait before I cancel the swim lessons?';
    expect(userFacing(reply)).toBe(reply);
    expect(checkResponse(reply).asks).toBe(true);
  });
});

describe('a need for a parameter behind a final answer asks without flagging (scaffold39)', () => {
  // Stripping the "Final Answer:" label showed that "Need the <piece> to <act> …" was read as a flag for some acts:
  // docs/score.md reads asking for the missing piece as asks, flagging only when what the user gave is wrong.
  it('asks and does not flag for the lookup or the act the piece is needed for, in English and other languages', () => {
    for (const reply of [
      'Final Answer: Need the allotment number to process the renewal.',
      'Final Answer: Need the member ID to pull the loan history.',
      'Need the locker number to proceed.',
    ]) expect(signalsOf(reply), reply).toMatchObject({ asks: true, flags: false });
    for (const reply of ['Respuesta final: Me falta tu número de socio para consultar el préstamo.', 'Il me manque ton numéro de casier pour continuer.'])
      expect(checkResponse(reply).flags, reply).toBe(false);
  });
  it('still flags when what the user gave is wrong', () => {
    expect(checkResponse('Final Answer: The locker number you sent has only two digits; it should have four.').flags).toBe(true);
  });
});
