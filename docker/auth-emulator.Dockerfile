# Firebase Auth emulator for docker/compose.yaml (development only: it accepts forged tokens).
# Users are imported from /data at start and exported there on a clean stop (SIGTERM/SIGINT,
# i.e. `docker compose stop`); a killed container loses users created since the last clean stop.
# Untested here: no Docker engine runs on the machines the team develops on.
FROM node:24-bookworm-slim
ENV NO_UPDATE_NOTIFIER=1 \
    FIREBASE_CLI_DISABLE_TELEMETRY=true
RUN npm i -g firebase-tools@15 --no-audit --no-fund \
 && mkdir -p /emulator /data \
 && chown node:node /emulator /data
WORKDIR /emulator
COPY firebase.json /emulator/firebase.json
USER node
# HOME for the CLI's own config (no login needed for a demo- project).
ENV HOME=/emulator
VOLUME /data
EXPOSE 9099
# firebase-tools exports on SIGTERM as well as SIGINT; leave it time to finish (compose
# stop_grace_period). A /data without an earlier export only produces a warning on --import.
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-atelier", "--config", "/emulator/firebase.json", "--import", "/data", "--export-on-exit", "/data"]
