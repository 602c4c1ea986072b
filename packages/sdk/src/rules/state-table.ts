/** A check built from one row of an allowed-states table; `states` lets callers explain a refusal. */
export type StateCheck<Subject, State extends string> = ((subject: Subject) => boolean) & {
  readonly states: readonly State[];
};

/** Turns an action → allowed-states table into one check per action, so the table stays the only source. */
export function checksFromTable<Subject, State extends string, Action extends string>(
  table: Readonly<Record<Action, readonly State[]>>,
  stateOf: (subject: Subject) => State,
): Readonly<Record<Action, StateCheck<Subject, State>>> {
  const checks = {} as Record<Action, StateCheck<Subject, State>>;
  for (const action of Object.keys(table) as Action[]) {
    const states = table[action];
    checks[action] = Object.assign((subject: Subject) => states.includes(stateOf(subject)), { states });
  }
  return checks;
}
