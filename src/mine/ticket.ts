/** A ticket as the screening rule reads it, whatever the export looked like. */
export interface Ticket {
  id: string;
  status: string;
  /** Every action recorded on the ticket, resolution or not. */
  actions: string[];
  /** Queues the ticket passed through, in order. */
  queues: string[];
  messages: ThreadMessage[];
  /** `file:line` of the record, for findings. */
  at: string;
}

export interface ThreadMessage {
  author: string;
  text: string;
}

/** One turn of a call transcript. */
export interface CallTurn {
  speaker: string;
  text: string;
}

export interface Call {
  id: string;
  turns: CallTurn[];
  at: string;
}
