import type { DomainEventBus } from '../../events/domain-events.ts';
import type { MessagesService, NewMessage } from './messages.service.ts';

/**
 * The fan-out rules: which domain event becomes which message for whom. Strings are the
 * server's message text (shown as given by the app); nobody is told about their own action.
 */
export function messagesFromEvents(events: DomainEventBus, messages: MessagesService): void {
  const send = (m: NewMessage | null) => (m ? messages.send(m) : undefined);

  events.on('comment.created', (e) => {
    const to = e.parentAuthorId ?? e.targetOwnerId;
    if (to === null || to === e.authorId) return;
    return send({
      userId: to,
      kind: 'comment',
      title: e.parentAuthorId ? '有人回复了你的评论' : '有人评论了你的内容',
      body: e.text.slice(0, 200),
      target: `${e.targetKind}:${e.targetId}`,
    });
  });
  events.on('post.liked', (e) =>
    e.userId === e.authorId
      ? undefined
      : send({ userId: e.authorId, kind: 'like', title: '有人赞了你的帖子', target: `post:${e.postId}` }),
  );
  events.on('user.followed', (e) =>
    send({ userId: e.followeeId, kind: 'follow', title: '你有新的关注者', target: `user:${e.followerId}` }),
  );
  events.on('purchase.completed', (e) =>
    send({
      userId: e.userId,
      kind: 'order',
      title: '购买成功',
      body: e.title ?? '',
      target: `${e.kind}:${e.itemId}`,
    }),
  );
  events.on('recharge.credited', (e) =>
    send({
      userId: e.userId,
      kind: 'order',
      title: '充值到账',
      body: `${e.orderId}`,
      target: `order:${e.orderId}`,
    }),
  );
  events.on('vip.granted', (e) =>
    send({
      userId: e.userId,
      kind: 'system',
      title: '会员已开通',
      body: `${e.days}天`,
      target: 'vip',
    }),
  );
}
