import type { VpcFirewallRules, VpcFirewallRuleUpdate } from '@rackconsole/sdk';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '~/api/queries';
import { firewallRulesQuery } from '~/api/vpcs';
import {
  applyRuleChange,
  changeConflict,
  describeChange,
  type RuleListChange,
  renamesOf,
  toRuleUpdate,
} from '~/forms/firewallRules';
import { addToast } from '~/stores/toasts';
import { diffRuleLists, type RuleListDiff, sameRuleLists } from './ruleDiff';

/** A change waiting for the user to look over the whole new list and save it. */
export interface RuleListReview {
  change: RuleListChange;
  /** The rules as they were read for this review; saving checks nobody has changed them since. */
  base: VpcFirewallRuleUpdate[];
  /** The whole list the save sends. */
  next: VpcFirewallRuleUpdate[];
  diff: RuleListDiff;
  /** The rules changed while the review was open, so it was redone against the latest ones. */
  rebased: boolean;
}

interface VpcTarget {
  project: string;
  vpc: string;
}

const readRules = async (target: VpcTarget) =>
  (await call('vpcFirewallRulesView', { query: target })).rules.map(toRuleUpdate);

function planReview(base: VpcFirewallRuleUpdate[], change: RuleListChange, rebased: boolean): RuleListReview {
  const conflict = changeConflict(base, change);
  if (conflict) throw new Error(conflict);
  const next = applyRuleChange(base, change);
  return { change, base, next, diff: diffRuleLists(base, next, renamesOf(change)), rebased };
}

function storeRules(queryClient: QueryClient, target: VpcTarget, rules: VpcFirewallRules) {
  queryClient.setQueryData(firewallRulesQuery(target.project, target.vpc).queryKey, rules);
}

/**
 * Puts the list back as it was before a save, as one more whole-list update. Refuses when the rules have
 * changed again since that save: restoring the old list then would silently drop the newer change.
 */
async function undoSave(
  queryClient: QueryClient,
  target: VpcTarget,
  previous: VpcFirewallRuleUpdate[],
  saved: VpcFirewallRuleUpdate[],
) {
  try {
    if (!sameRuleLists(await readRules(target), saved)) {
      throw new Error(
        'The firewall rules changed again after your save, so undoing it would lose that change',
      );
    }
    const restored = await call('vpcFirewallRulesUpdate', { query: target, body: { rules: previous } });
    storeRules(queryClient, target, restored);
    addToast({
      title: 'Change undone',
      content: `Restored the ${restored.rules.length} firewall rules of VPC ${target.vpc} as they were before your change`,
    });
  } catch (error) {
    addToast({ variant: 'error', title: 'Could not undo the change', content: (error as Error).message });
  }
}

/**
 * Changes a VPC's firewall rules in two steps: `propose` reads the rules afresh and opens a review of the
 * whole new list; `save` sends it as one update. The platform only replaces the whole list, so a save first
 * checks the rules are still those reviewed (a stale list would undo someone else's change) and, if not,
 * redoes the review against the latest rules instead of saving. The success toast offers 'Undo'.
 */
export function useFirewallRuleReview(
  project: string,
  vpc: string,
  { onSaved }: { onSaved?: (change: RuleListChange) => unknown } = {},
) {
  const queryClient = useQueryClient();
  const target = { project, vpc };
  const [review, setReview] = useState<RuleListReview | null>(null);

  const propose = useMutation<RuleListReview, Error, RuleListChange>({
    mutationFn: async (change) => planReview(await readRules(target), change, false),
    onSuccess: (planned) => setReview(planned),
  });

  const save = useMutation<VpcFirewallRules | null, Error, RuleListReview>({
    mutationFn: async (reviewed) => {
      const latest = await readRules(target);
      if (!sameRuleLists(latest, reviewed.base)) {
        setReview(planReview(latest, reviewed.change, true));
        return null;
      }
      return call('vpcFirewallRulesUpdate', { query: target, body: { rules: reviewed.next } });
    },
    onSuccess: async (saved, reviewed) => {
      if (!saved) return;
      storeRules(queryClient, target, saved);
      setReview(null);
      const savedRules = saved.rules.map(toRuleUpdate);
      addToast({
        content: describeChange(reviewed.change),
        action: {
          text: 'Undo',
          onActivate: () => void undoSave(queryClient, target, reviewed.base, savedRules),
        },
      });
      await onSaved?.(reviewed.change);
    },
  });

  return {
    review,
    /** Opens the review of a change; `proposing.error` says why it could not be planned. */
    propose: propose.mutate,
    proposing: propose,
    save: () => {
      if (review) save.mutate(review);
    },
    saving: save,
    /** Closes the review without saving. */
    dismiss: () => {
      setReview(null);
      save.reset();
    },
  };
}
