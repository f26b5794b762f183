import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { newUuid } from '../../model/ids';
import { loadItemDefinitions } from '../details/item-category-listener';
import { goToStep } from '../navigation/step-moves';
import { setUuid } from '../store/auction-slice';
import type { RootState } from '../store/root-state';
import {
  draftHeldElsewhere,
  draftHeldHere,
  otherTabSubmitted,
  started,
  takeOverRequested,
} from '../store/session-slice';
import type { AppDispatch, FormExtra } from '../store/types';
import { submitSucceeded } from '../submit/submit-slice';
import { broadcastBus, type DraftBus } from './draft-bus';
import type { DraftHandover } from './draft-handover';

/*
 * The tabs of one draft. A submit that went through is told to the others: tab A posts and
 * deletes the draft; tab B, left with the same uuid, would write the draft back and post different
 * content under that uuid, which the server de-duplicates into A's request, so a tab holding that
 * uuid starts a fresh request (a new uuid) with everything its customer typed. And where one tab
 * holds the draft (draft-hold.ts), a customer who continues in another asks it to let the draft go,
 * and it hands over what it wrote last.
 */

type StartListening = TypedStartListening<RootState, AppDispatch, FormExtra>;

/**
 * The listener effects of the tabs' protocol, and a stop for the widget's unmount. `handover`: one
 * tab holds the draft (the store has a draft hold), so take-overs are asked and answered, and the
 * draft is handed over through it.
 */
export function createDraftTabs(
  env: FormExtra,
  openBus: () => DraftBus = broadcastBus,
  handover: DraftHandover | null = null,
) {
  const middleware = createListenerMiddleware({ extra: env });
  const startListening = middleware.startListening as StartListening;
  const bus = openBus();
  let unsubscribe: (() => void) | null = null;

  startListening({
    actionCreator: submitSucceeded,
    effect: (_action, api) => {
      const { uuid } = api.getState().auction;
      if (uuid) bus.post({ type: 'submitted', draftKey: api.extra.draftKey, uuid });
    },
  });

  startListening({
    actionCreator: started,
    effect: (_action, api) => {
      unsubscribe ??= bus.subscribe((message) => {
        const state = api.getState();
        if (message.draftKey !== api.extra.draftKey) return;
        if (message.type === 'take-over') {
          if (!handover || state.session.draftHolder !== 'this-tab') return;
          // The persistence writes this tab's last change, then lets the draft go.
          api.dispatch(draftHeldElsewhere());
          const { asker } = message;
          if (asker) {
            const draft = handover.written();
            bus.post({ type: 'handed-over', draftKey: api.extra.draftKey, to: asker, draft });
          }
          return;
        }
        if (message.type === 'handed-over') {
          handover?.received(message.to, message.draft);
          return;
        }
        if (message.uuid !== state.auction.uuid) return;
        // This tab's own submit of that uuid is the one that went through: nothing to renew.
        if (state.submit.status === 'succeeded') return;
        api.dispatch(setUuid(newUuid()));
        api.dispatch(otherTabSubmitted());
      });
    },
  });

  startListening({
    actionCreator: takeOverRequested,
    effect: ({ payload: { asker } }, api) => {
      if (handover) bus.post({ type: 'take-over', draftKey: api.extra.draftKey, asker });
    },
  });

  // The draft read afresh may stand on another step: the page follows it, through the guards.
  startListening({
    actionCreator: draftHeldHere,
    effect: async (_action, api) => {
      const step = api.getState().form.step ?? 'categorySelection';
      if (step === 'summary') await api.dispatch(loadItemDefinitions());
      api.dispatch(goToStep(step, 'replace'));
    },
  });

  return {
    middleware: middleware.middleware,
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      middleware.clearListeners();
    },
  };
}
