// The mention trigger: where '@' opens the menu, how much it reads, and what blocks it.
import { describe, expect, it } from 'vitest';
import { matchMentionTrigger, mentionExportText } from './mention-trigger.ts';

describe('matchMentionTrigger', () => {
  it('triggers at the start of the text', () => {
    expect(matchMentionTrigger('@jo')).toEqual({
      leadOffset: 0,
      matchingString: 'jo',
      replaceableString: '@jo',
    });
  });

  it('triggers after whitespace or an opening parenthesis', () => {
    expect(matchMentionTrigger('Hello @ann')).toEqual({
      leadOffset: 6,
      matchingString: 'ann',
      replaceableString: '@ann',
    });
    expect(matchMentionTrigger('line\n@ann')?.leadOffset).toBe(5);
    expect(matchMentionTrigger('cc (@ann')).toEqual({
      leadOffset: 4,
      matchingString: 'ann',
      replaceableString: '@ann',
    });
  });

  it('does not trigger inside a word such as an e-mail address', () => {
    expect(matchMentionTrigger('a@b')).toBeNull();
    expect(matchMentionTrigger('mail ops@example')).toBeNull();
    expect(matchMentionTrigger('x.@ann')).toBeNull();
  });

  it('needs at least one character before searching', () => {
    expect(matchMentionTrigger('@')).toBeNull();
    expect(matchMentionTrigger('Hello @')).toBeNull();
    expect(matchMentionTrigger('@a')?.matchingString).toBe('a');
  });

  it('reads up to 50 name characters', () => {
    expect(matchMentionTrigger(`@${'a'.repeat(50)}`)?.matchingString).toHaveLength(50);
    expect(matchMentionTrigger(`@${'a'.repeat(51)}`)).toBeNull();
  });

  it('reads up to 75 characters when the name holds spaces or punctuation', () => {
    const name = `${'a'.repeat(40)} ${'b'.repeat(34)}`;
    expect(name).toHaveLength(75);
    expect(matchMentionTrigger(`@${name}`)?.matchingString).toBe(name);
    expect(matchMentionTrigger(`@${name}b`)).toBeNull();
    expect(matchMentionTrigger('@Mr. Smith')?.matchingString).toBe('Mr. Smith');
    expect(matchMentionTrigger("@Anne-Marie O'Neil")?.matchingString).toBe("Anne-Marie O'Neil");
    expect(matchMentionTrigger('@jo.doe')?.matchingString).toBe('jo.doe');
  });

  it('finds a trigger at the end of a long paragraph', () => {
    const text = `${'word '.repeat(200)}@jo`;
    expect(matchMentionTrigger(text)).toEqual({
      leadOffset: text.length - 3,
      matchingString: 'jo',
      replaceableString: '@jo',
    });
  });

  it('is blocked by a slash', () => {
    expect(matchMentionTrigger('@jo/')).toBeNull();
    expect(matchMentionTrigger('@jo/hn')).toBeNull();
    expect(matchMentionTrigger('@/')).toBeNull();
  });

  it('closes on two spaces in a row or a trailing space after punctuation', () => {
    expect(matchMentionTrigger('@jo  ')).toBeNull();
    expect(matchMentionTrigger('@ jo')).toBeNull();
  });
});

describe('mentionExportText', () => {
  it('is @user:{id}', () => {
    expect(mentionExportText(42)).toBe('@user:42');
  });
});
