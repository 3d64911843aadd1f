// Rule bodies written in the rich-text editor are sanitised when the rule is saved, as the comment or
// mail they become would be; placeholders and plain bodies are kept as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const link = 'target="_blank" rel="noopener noreferrer"';

describe('saving a rule with rich-text bodies', () => {
  it('stores the send-email and add-comment bodies sanitised, keeping placeholders and plain text', async () => {
    const res = await t.admin.post('/api/ticketing/automations', {
      name: 'Rich bodies',
      automationType: 'EVENT_BASED',
      actions: [
        {
          type: 'SEND_EMAIL',
          to: { keys: ['REQUESTER'] },
          subject: 'About {{ticket.summary}}',
          body: '<p onclick="x()">Hello {{ticket.summary}}<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        },
        {
          type: 'ADD_TICKET_COMMENT',
          body: '<p><span style="color: red; position: fixed">Noted</span><img src=x onerror=alert(1)></p>',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rule = (await t.admin.get(`/api/ticketing/automations/${res.json().id}`)).json();
    expect(rule.actions[0].body).toBe(`<p>Hello {{ticket.summary}} <a href="about:blank" ${link}>x</a></p>`);
    expect(rule.actions[1].body).toBe('<p><span style="color:red">Noted</span></p>');

    const plain = await t.admin.put(`/api/ticketing/automations/${res.json().id}`, {
      name: 'Rich bodies',
      automationType: 'EVENT_BASED',
      actions: [{ type: 'ADD_TICKET_COMMENT', body: 'Plain <3 and {{ticket.url}}' }],
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().actions[0].body).toBe('Plain <3 and {{ticket.url}}');
  });
});
