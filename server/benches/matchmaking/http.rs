//! The load generator's HTTP/1.1 client: one keep-alive connection per simulated client,
//! each request written in one piece, each response read by its `Content-Length` (or
//! chunked). On this 2-core machine every cycle the client spends is taken from the server
//! and PostgreSQL it measures; reqwest spent several times more per request than this (the
//! benchmark's "HTTP ceiling" line shows what client and server together sustain).

use std::io::{Error, ErrorKind};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

pub struct Conn {
    addr: String,
    stream: Option<TcpStream>,
    buf: Vec<u8>,
    req: Vec<u8>,
}

pub struct Response {
    pub status: u16,
    pub body: Vec<u8>,
}

/// Every request gives up after this long (and its connection is dropped).
pub const TIMEOUT: Duration = Duration::from_secs(15);

impl Conn {
    /// A client of `addr` (`host:port`); it connects on its first request.
    pub fn new(addr: &str) -> Self {
        Self {
            addr: addr.to_owned(),
            stream: None,
            buf: Vec::with_capacity(4096),
            req: Vec::with_capacity(512),
        }
    }

    /// `POST path` with a form body (already URL-encoded).
    pub async fn post_form(&mut self, path: &str, cookie: &str, form: &str) -> Option<Response> {
        self.req.clear();
        self.req.extend_from_slice(
            format!(
                "POST {path} HTTP/1.1\r\nHost: {}\r\nCookie: {cookie}\r\n\
                 Content-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n\
                 Content-Length: {}\r\n\r\n{form}",
                self.addr,
                form.len()
            )
            .as_bytes(),
        );
        self.send().await
    }

    /// `GET path`.
    pub async fn get(&mut self, path: &str) -> Option<Response> {
        self.req.clear();
        self.req.extend_from_slice(
            format!("GET {path} HTTP/1.1\r\nHost: {}\r\n\r\n", self.addr).as_bytes(),
        );
        self.send().await
    }

    async fn send(&mut self) -> Option<Response> {
        tokio::time::timeout(TIMEOUT, self.send_inner())
            .await
            .ok()?
            .ok()
    }

    async fn send_inner(&mut self) -> std::io::Result<Response> {
        // A kept-alive connection the server has closed fails before any byte of the answer;
        // only then is the request sent again, on a new connection.
        let reused = self.stream.is_some();
        match self.exchange().await {
            Err(e) if reused && e.kind() == ErrorKind::ConnectionAborted => self.exchange().await,
            r => r,
        }
    }

    /// One request and its response. The connection is taken out while in use, so one left
    /// half-way (an error, or a timeout that dropped this future) is never reused.
    async fn exchange(&mut self) -> std::io::Result<Response> {
        let mut s = match self.stream.take() {
            Some(s) => s,
            None => {
                let s = TcpStream::connect(&self.addr).await?;
                s.set_nodelay(true)?;
                s
            }
        };
        if let Err(e) = s.write_all(&self.req).await {
            return Err(Error::new(ErrorKind::ConnectionAborted, e));
        }
        self.buf.clear();
        let head = loop {
            if let Some(i) = find(&self.buf, b"\r\n\r\n") {
                break i + 4;
            }
            match s.read_buf(&mut self.buf).await {
                Ok(0) if self.buf.is_empty() => return Err(ErrorKind::ConnectionAborted.into()),
                Err(e) if self.buf.is_empty() => {
                    return Err(Error::new(ErrorKind::ConnectionAborted, e))
                }
                Ok(0) => return Err(ErrorKind::UnexpectedEof.into()),
                Ok(_) => {}
                Err(e) => return Err(e),
            }
        };
        let text = std::str::from_utf8(&self.buf[..head]).map_err(|_| bad("header"))?;
        let mut lines = text.split("\r\n");
        let status: u16 = lines
            .next()
            .and_then(|l| l.split(' ').nth(1))
            .and_then(|c| c.parse().ok())
            .ok_or_else(|| bad("status line"))?;
        let (mut length, mut chunked, mut close) = (None, false, false);
        for line in lines {
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim();
            if name.eq_ignore_ascii_case("content-length") {
                length = Some(value.parse::<usize>().map_err(|_| bad("content-length"))?);
            } else if name.eq_ignore_ascii_case("transfer-encoding") {
                chunked = value.eq_ignore_ascii_case("chunked");
            } else if name.eq_ignore_ascii_case("connection") {
                close = value.eq_ignore_ascii_case("close");
            }
        }
        let body = if chunked {
            loop {
                if let Some(body) = dechunk(&self.buf[head..])? {
                    break body;
                }
                self.read_more(&mut s).await?;
            }
        } else {
            let len = length.ok_or_else(|| bad("no length"))?;
            while self.buf.len() < head + len {
                self.read_more(&mut s).await?;
            }
            self.buf[head..head + len].to_vec()
        };
        if !close {
            self.stream = Some(s);
        }
        Ok(Response { status, body })
    }

    async fn read_more(&mut self, s: &mut TcpStream) -> std::io::Result<()> {
        match s.read_buf(&mut self.buf).await? {
            0 => Err(ErrorKind::UnexpectedEof.into()),
            _ => Ok(()),
        }
    }
}

fn bad(what: &str) -> Error {
    Error::new(ErrorKind::InvalidData, format!("bad HTTP response: {what}"))
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// The body of a complete chunked message, `None` if more bytes are needed.
fn dechunk(mut data: &[u8]) -> std::io::Result<Option<Vec<u8>>> {
    let mut body = Vec::new();
    loop {
        let Some(eol) = find(data, b"\r\n") else {
            return Ok(None);
        };
        let size = std::str::from_utf8(&data[..eol])
            .ok()
            .and_then(|l| usize::from_str_radix(l.split(';').next()?.trim(), 16).ok())
            .ok_or_else(|| bad("chunk size"))?;
        data = &data[eol + 2..];
        if size == 0 {
            // No trailers from our server: the terminating blank line ends the message.
            return Ok(data.starts_with(b"\r\n").then_some(body));
        }
        if data.len() < size + 2 {
            return Ok(None);
        }
        body.extend_from_slice(&data[..size]);
        data = &data[size + 2..];
    }
}
