import { WebSocket } from "ws";
import type { ServerMessage } from "../../domain/events";
import type { Db } from "../db/client";

/**
 * One room per project: the sockets of its owner that subscribed to it or chatted in it. Only sockets whose
 * user owns the project are ever added (the caller checks), so a broadcast cannot reach another user.
 */
export class Rooms {
  private readonly byProject = new Map<number, Set<WebSocket>>();

  join(projectId: number, socket: WebSocket): void {
    let room = this.byProject.get(projectId);
    if (!room) {
      room = new Set();
      this.byProject.set(projectId, room);
    }
    room.add(socket);
  }

  has(projectId: number, socket: WebSocket): boolean {
    return this.byProject.get(projectId)?.has(socket) ?? false;
  }

  /** Removes the socket from every room (on close). */
  leaveAll(socket: WebSocket): void {
    for (const [projectId, room] of this.byProject) {
      room.delete(socket);
      if (room.size === 0) this.byProject.delete(projectId);
    }
  }

  /** Sends the message to every open socket in the project's room; returns how many received it. */
  broadcast(projectId: number, message: ServerMessage): number {
    const room = this.byProject.get(projectId);
    if (!room) return 0;
    const text = JSON.stringify(message);
    let sent = 0;
    for (const socket of room) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      socket.send(text);
      sent += 1;
    }
    return sent;
  }

  size(projectId: number): number {
    return this.byProject.get(projectId)?.size ?? 0;
  }
}

const registry = new WeakMap<Db, Rooms>();

/**
 * The rooms of the app running over this database. The HTTP routes (built before the socket server exists)
 * and the socket server find the same rooms through the database they share, so a message posted over HTTP
 * reaches the project's open sockets too.
 */
export function roomsFor(db: Db): Rooms {
  let rooms = registry.get(db);
  if (!rooms) {
    rooms = new Rooms();
    registry.set(db, rooms);
  }
  return rooms;
}
