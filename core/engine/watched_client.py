"""A model client around another that hears of each failed call before the failure goes on to the loop."""

from __future__ import annotations

from typing import Any

from core.engine.cancel import CancelToken
from core.engine.client import ModelClient, ModelError, ModelRequest, Notify
from core.engine.messages import Reply


class WatchedClient:
    """The same calls as `client`; a ModelError is kept as `failure` and passed to `failed` before it is raised
    again (the window reports it as an event, the command line prints it)."""

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.name = client.name
        self.failure: ModelError | None = None

    @property
    def instant(self) -> bool:
        return self.client.instant

    def preview(self, request: ModelRequest) -> dict[str, Any]:
        return self.client.preview(request)

    def create(self, request: ModelRequest, cancel: CancelToken | None = None,
               notify: Notify | None = None) -> Reply:
        try:
            return self.client.create(request, cancel, notify)
        except ModelError as error:
            self.failure = error
            self.failed(error, notify)
            raise

    def failed(self, error: ModelError, notify: Notify | None) -> None:
        """Heard of a failed call (nothing by default)."""

    def close(self) -> None:
        self.client.close()
