// The mention picker (spec 001): '@' after the start, a space or '(' opens a menu of technicians found
// by the feature's search; choosing one replaces the typed '@text' with a mention node.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  LexicalTypeaheadMenuPlugin,
  MenuOption,
  type MenuTextMatch,
} from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { type MentionCandidate, matchMentionTrigger, richTextLimits } from '@warden/domain';
import { $insertNodes, type TextNode } from 'lexical';
import { useCallback, useMemo, useState } from 'react';
import { $createMentionNode } from '../nodes/mention-node.tsx';
import { useRichTextServices } from '../rich-text-services.ts';
import { MentionsMenu } from './mentions-menu.tsx';
import { useMentionQuery } from './use-mention-query.ts';

export class MentionOption extends MenuOption {
  constructor(readonly candidate: MentionCandidate) {
    super(String(candidate.id));
  }
}

const triggerFn = (text: string): MenuTextMatch | null => matchMentionTrigger(text);

export function MentionsPlugin() {
  const [editor] = useLexicalComposerContext();
  const { searchMentions } = useRichTextServices();
  const [query, setQuery] = useState<string | null>(null);
  const { candidates, searching } = useMentionQuery(searchMentions, query);

  const options = useMemo(
    () => candidates.slice(0, richTextLimits.mention.maxSuggestions).map((c) => new MentionOption(c)),
    [candidates],
  );

  const onSelectOption = useCallback(
    (option: MentionOption, typed: TextNode | null, closeMenu: () => void) => {
      editor.update(() => {
        const mention = $createMentionNode(option.candidate);
        if (typed) typed.replace(mention);
        else $insertNodes([mention]);
        mention.selectNext();
        closeMenu();
      });
    },
    [editor],
  );

  if (!searchMentions) return null;
  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={triggerFn}
      options={options}
      anchorClassName="rte-mentions-anchor"
      menuRenderFn={(anchor, props) =>
        anchor.current ? <MentionsMenu container={anchor.current} searching={searching} {...props} /> : null
      }
    />
  );
}
