# The anchors' ingest: node (the repository mounted at /app, as the other services) and ffmpeg.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
