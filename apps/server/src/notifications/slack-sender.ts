// Posts a message to a Slack incoming webhook (or any service that takes Slack's {text} body).
import { postOutbound } from './outbound-post.ts';

export async function sendSlack(webhookUrl: string, text: string): Promise<void> {
  await postOutbound(webhookUrl, {
    service: 'Slack',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}
