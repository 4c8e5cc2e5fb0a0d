import type { DomainEventBus } from '../../events/domain-events.ts';
import type { InviteService } from './invite.service.ts';
import type { WelfareService } from './welfare.service.ts';

/**
 * What the welfare centre counts, and from which event: the only way task progress moves.
 * Every listener runs after the producer's transaction committed (events/domain-events.ts).
 */
export function welfareFromEvents(
  events: DomainEventBus,
  welfare: WelfareService,
  invites: InviteService,
): void {
  events.on('video.watched', (e) => welfare.watched(e.userId, e.videoId, e.seconds));
  events.on('chapter.read', (e) => welfare.count(e.userId, 'chapters_read'));
  events.on('comment.created', (e) => welfare.count(e.authorId, 'comments'));
  events.on('post.published', (e) => welfare.count(e.authorId, 'posts'));
  events.on('recharge.credited', (e) => welfare.count(e.userId, 'recharges'));
  events.on('game.played', (e) => welfare.count(e.userId, 'games_played'));
  events.on('ai.jobSubmitted', (e) => welfare.count(e.userId, 'ai_jobs'));
  events.on('user.guestCreated', (e) => invites.bindFromLink(e.userId, e.affCode));
  events.on('user.registered', (e) => invites.becameAccount(e.userId));
  events.on('user.phoneBound', async (e) => {
    await welfare.mark(e.userId, 'phone_bound');
    await invites.becameAccount(e.userId);
  });
}
