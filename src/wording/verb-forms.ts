/**
 * Generated from compromise 14.17.0 by __tests__/verb-forms.test.ts (`npm run verb-forms`): do not edit.
 * The forms of the synonym table's verbs, and each spelling compromise reads as one of them.
 */
import type { VerbForms } from './inflect.js'

export const VERB_FORMS: Readonly<Record<string, VerbForms>> = {
  "create": {
    "infinitive": "create",
    "gerund": "creating",
    "present": "creates",
    "past": "created"
  },
  "add": {
    "infinitive": "add",
    "gerund": "adding",
    "present": "adds",
    "past": "added"
  },
  "new": {
    "infinitive": "new",
    "gerund": "newing",
    "present": "news",
    "past": "newed"
  },
  "make": {
    "infinitive": "make",
    "gerund": "making",
    "present": "makes",
    "past": "made"
  },
  "open": {
    "infinitive": "open",
    "gerund": "opening",
    "present": "opens",
    "past": "opened"
  },
  "get": {
    "infinitive": "get",
    "gerund": "getting",
    "present": "gets",
    "past": "got"
  },
  "fetch": {
    "infinitive": "fetch",
    "gerund": "fetching",
    "present": "fetches",
    "past": "fetched"
  },
  "read": {
    "infinitive": "read",
    "gerund": "reading",
    "present": "reads",
    "past": "read"
  },
  "show": {
    "infinitive": "show",
    "gerund": "showing",
    "present": "shows",
    "past": "showed"
  },
  "retrieve": {
    "infinitive": "retrieve",
    "gerund": "retrieving",
    "present": "retrieves",
    "past": "retrieved"
  },
  "list": {
    "infinitive": "list",
    "gerund": "listing",
    "present": "lists",
    "past": "listed"
  },
  "enumerate": {
    "infinitive": "enumerate",
    "gerund": "enumerating",
    "present": "enumerates",
    "past": "enumerated"
  },
  "update": {
    "infinitive": "update",
    "gerund": "updating",
    "present": "updates",
    "past": "updated"
  },
  "edit": {
    "infinitive": "edit",
    "gerund": "editing",
    "present": "edits",
    "past": "edited"
  },
  "modify": {
    "infinitive": "modify",
    "gerund": "modifying",
    "present": "modifies",
    "past": "modified"
  },
  "change": {
    "infinitive": "change",
    "gerund": "changing",
    "present": "changes",
    "past": "changed"
  },
  "set": {
    "infinitive": "set",
    "gerund": "setting",
    "present": "sets",
    "past": "set"
  },
  "delete": {
    "infinitive": "delete",
    "gerund": "deleting",
    "present": "deletes",
    "past": "deleted"
  },
  "remove": {
    "infinitive": "remove",
    "gerund": "removing",
    "present": "removes",
    "past": "removed"
  },
  "destroy": {
    "infinitive": "destroy",
    "gerund": "destroying",
    "present": "destroys",
    "past": "destroyed"
  },
  "search": {
    "infinitive": "search",
    "gerund": "searching",
    "present": "searches",
    "past": "searched"
  },
  "find": {
    "infinitive": "find",
    "gerund": "finding",
    "present": "finds",
    "past": "found"
  },
  "query": {
    "infinitive": "query",
    "gerund": "querying",
    "present": "queries",
    "past": "queried"
  },
  "send": {
    "infinitive": "send",
    "gerund": "sending",
    "present": "sends",
    "past": "sent"
  },
  "post": {
    "infinitive": "post",
    "gerund": "posting",
    "present": "posts",
    "past": "posted"
  },
  "run": {
    "infinitive": "run",
    "gerund": "running",
    "present": "runs",
    "past": "ran"
  },
  "execute": {
    "infinitive": "execute",
    "gerund": "executing",
    "present": "executes",
    "past": "executed"
  },
  "start": {
    "infinitive": "start",
    "gerund": "starting",
    "present": "starts",
    "past": "started"
  },
  "trigger": {
    "infinitive": "trigger",
    "gerund": "triggering",
    "present": "triggers",
    "past": "triggered"
  },
  "close": {
    "infinitive": "close",
    "gerund": "closing",
    "present": "closes",
    "past": "closed"
  },
  "resolve": {
    "infinitive": "resolve",
    "gerund": "resolving",
    "present": "resolves",
    "past": "resolved"
  },
  "write": {
    "infinitive": "write",
    "gerund": "writing",
    "present": "writes",
    "past": "wrote"
  },
  "save": {
    "infinitive": "save",
    "gerund": "saving",
    "present": "saves",
    "past": "saved"
  },
  "stop": {
    "infinitive": "stop",
    "gerund": "stopping",
    "present": "stops",
    "past": "stopped"
  },
  "cancel": {
    "infinitive": "cancel",
    "gerund": "cancelling",
    "present": "cancels",
    "past": "cancelled"
  },
  "deploy": {
    "infinitive": "deploy",
    "gerund": "deploying",
    "present": "deploys",
    "past": "deployed"
  },
  "release": {
    "infinitive": "release",
    "gerund": "releasing",
    "present": "releases",
    "past": "released"
  }
}

export const VERB_OF: Readonly<Record<string, string>> = {
  "added": "add",
  "adding": "add",
  "adds": "add",
  "canceled": "cancel",
  "canceling": "cancel",
  "cancelled": "cancel",
  "cancelling": "cancel",
  "cancels": "cancel",
  "changed": "change",
  "changeing": "change",
  "changes": "change",
  "changing": "change",
  "closed": "close",
  "closeing": "close",
  "closes": "close",
  "closing": "close",
  "created": "create",
  "createing": "create",
  "creates": "create",
  "creating": "create",
  "deleted": "delete",
  "deleteing": "delete",
  "deletes": "delete",
  "deleting": "delete",
  "deployed": "deploy",
  "deploying": "deploy",
  "deploys": "deploy",
  "destroyed": "destroy",
  "destroying": "destroy",
  "destroys": "destroy",
  "edited": "edit",
  "editing": "edit",
  "edits": "edit",
  "enumerated": "enumerate",
  "enumerateing": "enumerate",
  "enumerates": "enumerate",
  "enumerating": "enumerate",
  "executed": "execute",
  "executeing": "execute",
  "executes": "execute",
  "executing": "execute",
  "fetched": "fetch",
  "fetches": "fetch",
  "fetching": "fetch",
  "fetchs": "fetch",
  "finded": "find",
  "finding": "find",
  "finds": "find",
  "found": "find",
  "gets": "get",
  "getting": "get",
  "got": "get",
  "gotten": "get",
  "listed": "list",
  "listing": "list",
  "lists": "list",
  "made": "make",
  "makeing": "make",
  "makes": "make",
  "making": "make",
  "modified": "modify",
  "modifies": "modify",
  "modifyed": "modify",
  "modifying": "modify",
  "modifys": "modify",
  "newed": "new",
  "newing": "new",
  "news": "new",
  "opened": "open",
  "opening": "open",
  "opens": "open",
  "posted": "post",
  "posting": "post",
  "posts": "post",
  "queried": "query",
  "queries": "query",
  "queryed": "query",
  "querying": "query",
  "querys": "query",
  "ran": "run",
  "readed": "read",
  "reading": "read",
  "reads": "read",
  "released": "release",
  "releaseing": "release",
  "releases": "release",
  "releasing": "release",
  "removed": "remove",
  "removeing": "remove",
  "removes": "remove",
  "removing": "remove",
  "resolved": "resolve",
  "resolveing": "resolve",
  "resolves": "resolve",
  "resolving": "resolve",
  "retrieved": "retrieve",
  "retrieveing": "retrieve",
  "retrieves": "retrieve",
  "retrieving": "retrieve",
  "running": "run",
  "runs": "run",
  "saved": "save",
  "saveing": "save",
  "saves": "save",
  "saving": "save",
  "searched": "search",
  "searches": "search",
  "searching": "search",
  "searchs": "search",
  "sended": "send",
  "sending": "send",
  "sends": "send",
  "sent": "send",
  "sets": "set",
  "setting": "set",
  "showed": "show",
  "showing": "show",
  "shown": "show",
  "shows": "show",
  "started": "start",
  "starting": "start",
  "starts": "start",
  "stopped": "stop",
  "stopping": "stop",
  "stops": "stop",
  "triggered": "trigger",
  "triggering": "trigger",
  "triggers": "trigger",
  "updated": "update",
  "updateing": "update",
  "updates": "update",
  "updating": "update",
  "writeing": "write",
  "writes": "write",
  "writing": "write",
  "written": "write",
  "wrote": "write"
}
