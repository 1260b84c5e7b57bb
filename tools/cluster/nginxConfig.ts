/**
 * The cluster's nginx.conf: a non-root nginx with its own prefix, temp folders and pid file, listening on loopback in
 * front of the instances, with the locations operators deploy (deploy/nginx/patrol-console-proxy.conf). The answer
 * says which instance served it (X-Instance), for the tests and benchmarks that follow a client to its instance.
 */
export interface NginxSetup {
  dir: string;
  port: number;
  /** host:port of each instance. */
  instances: string[];
  /** Absolute path of the deployed locations file. */
  locations: string;
  /** The workers' user when nginx starts as root. */
  user?: string;
}

export function nginxConfig({ dir, port, instances, locations, user }: NginxSetup): string {
  const servers = instances.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n');
  return `daemon off;
${user ? `user ${user};` : ''}
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
  worker_connections 8192;
}
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }
  upstream patrol_console {
    least_conn;
${servers}
    keepalive 64;
  }
  upstream patrol_console_sockets {
    hash $remote_addr consistent;
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Instance $upstream_addr always;
    include ${locations};
  }
}
`;
}
